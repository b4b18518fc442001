// Words of the hand-off of the remaining steps to the client (the wizard's and the desk's button).
export const en = {
  'handoff.button': 'Send to client to sign and pay',
  'handoff.needs_contact': "To send the client the steps to sign and pay, save the client's contact information first.",
  'handoff.checking': "Checking the client's contact information",
  'handoff.text_no_phone': "The client's contact information has no phone number.",
  'handoff.text_unchecked': "The client's phone number was kept without a check: verify it in Contact Information.",
  'handoff.title': 'Send the remaining steps to your client',
  'handoff.intro':
    'Your client gets a link to the Agreement & Signature and Billing steps. They open it with the email address saved in Contact Information.',
  'handoff.channel': 'Send by',
  'handoff.email': 'Email',
  'handoff.text': 'Text message',
  'handoff.language': "Client's language",
  'handoff.language_hint': 'The message, and the store its link opens, are in this language.',
  'handoff.language_en': 'English',
  'handoff.language_es': 'Español',
  'handoff.send': 'Send',
  'handoff.cancel': 'Cancel',
  'handoff.close': 'Close',
} as const;

export const es: Record<keyof typeof en, string> = {
  'handoff.button': 'Enviar al cliente para firmar y pagar',
  'handoff.needs_contact':
    'Para enviar al cliente los pasos para firmar y pagar, primero guarde la información de contacto del cliente.',
  'handoff.checking': 'Revisando la información de contacto del cliente',
  'handoff.text_no_phone': 'La información de contacto del cliente no tiene número de teléfono.',
  'handoff.text_unchecked': 'El teléfono del cliente se guardó sin verificar: verifíquelo en Información de contacto.',
  'handoff.title': 'Enviar los pasos restantes a su cliente',
  'handoff.intro':
    'Su cliente recibe un enlace a los pasos Acuerdo y firma e Información de pago. Lo abre con el correo electrónico guardado en Información de contacto.',
  'handoff.channel': 'Enviar por',
  'handoff.email': 'Correo electrónico',
  'handoff.text': 'Mensaje de texto',
  'handoff.language': 'Idioma del cliente',
  'handoff.language_hint': 'El mensaje, y la tienda que abre su enlace, están en este idioma.',
  'handoff.language_en': 'English',
  'handoff.language_es': 'Español',
  'handoff.send': 'Enviar',
  'handoff.cancel': 'Cancelar',
  'handoff.close': 'Cerrar',
};
