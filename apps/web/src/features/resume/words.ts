// The resume screens' words: continue-enrollment by code and email, and opening a resume link.
export const en = {
  'resume.continue_title': 'Continue your enrollment',
  'resume.continue_intro': 'Welcome back. Enter the code we emailed you and the email address it was sent to.',
  'resume.code': 'Code',
  'resume.email': 'Email',
  'resume.continue': 'Continue',
  'resume.link_title': 'Open your saved enrollment',
  'resume.link_intro':
    'To keep your enrollment safe, please confirm the email address this link was sent to. It opens in this browser only.',
  'resume.open': 'Open',
  'resume.use_code': 'Use a code instead',
  'resume.opening': 'Opening your saved enrollment',
} as const;

export const es: Record<keyof typeof en, string> = {
  'resume.continue_title': 'Continúe su inscripción',
  'resume.continue_intro':
    'Bienvenido de nuevo. Escriba el código que le enviamos por correo y la dirección a la que se envió.',
  'resume.code': 'Código',
  'resume.email': 'Correo electrónico',
  'resume.continue': 'Continuar',
  'resume.link_title': 'Abra su inscripción guardada',
  'resume.link_intro':
    'Para proteger su inscripción, confirme la dirección de correo a la que se envió este enlace. Se abre solo en este navegador.',
  'resume.open': 'Abrir',
  'resume.use_code': 'Usar un código',
  'resume.opening': 'Abriendo su inscripción guardada',
} as const;
