// Messages of the agreement and signature step, in Spanish; a missing key fails the build.
import type { enAgreement } from './en-agreement';

export const esAgreement: Record<keyof typeof enAgreement, string> = {
  'agreement.special_carrier_fees':
    'Los planes de esta aseguradora se venden con la afiliación al sindicato y a la asociación, así que su factura mensual incluye, además de la prima: cuotas sindicales de {union_dues}, fondo de anualidad de {annuity_fund} y cargos de facturación de {billing_fees}; cuotas de la asociación de {association_single} para un solo miembro, {association_spouse} para miembro + cónyuge, {association_children} para miembro + hijo(s) y {association_family} para una familia; y cargos de comercializadores independientes que promedian entre {marketer_low} y {marketer_high}.',
  'agreement.esign_consent':
    'Acepto usar registros y firmas electrónicos para esta inscripción. Mi firma electrónica tiene el mismo efecto legal que una firma en papel. Puedo pedir una copia en papel de estos registros, o retirar este consentimiento antes de firmar, comunicándome con mi representante o con el administrador del plan, sin costo; retirarlo termina la inscripción en línea.',
  'agreement.text_changed':
    'El acuerdo cambió desde que se mostró (los planes o precios del carrito, o sus textos). Léalo de nuevo y firme.',
  'agreement.signature_image': 'La firma debe ser una imagen PNG dibujada en el panel de firma.',
  'agreement.signature_size': 'La imagen de la firma es demasiado grande o no tiene el tamaño de un panel de firma.',
  'agreement.verification_question': '¿Cómo se confirmó la identidad de la persona que firma?',
  'agreement.typed_signature_required': 'Escriba su nombre completo para firmar.',
  'agreement.typed_name_mismatch':
    'El nombre escrito debe coincidir con el nombre del solicitante tal como se ingresó en Información personal.',
  'agreement.applicant_present_required':
    'Confirme que el solicitante está con usted y firma en este dispositivo: un miembro del personal no puede firmar por el solicitante.',
};
