// Messages of completing an enrollment (review, receipt, invoice), in Spanish.
import type { enCompletion } from './en-completion';

export const esCompletion: Record<keyof typeof enCompletion, string> = {
  'completion.review_failed': 'Algo salió mal. Guarde su inscripción.',
  'completion.missing_primary_info': 'Complete Información personal antes de completar su inscripción.',
  'completion.missing_contact_info': 'Complete Información de contacto antes de completar su inscripción.',
  'completion.missing_employer_info': 'Complete Información del empleador antes de completar su inscripción.',
  'completion.missing_beneficiary_info': 'Complete Información de beneficiarios antes de completar su inscripción.',
  'completion.missing_primary_health_info': 'Complete Preguntas de salud antes de completar su inscripción.',
  'completion.missing_dependent_info': 'Complete Información de dependientes antes de completar su inscripción.',
  'completion.missing_agreement_info': 'Complete Acuerdo y firma antes de completar su inscripción.',
  'completion.missing_billing_info': 'Complete Información de facturación antes de completar su inscripción.',
  'completion.completed': 'Esta inscripción está completa y ya no se puede cambiar.',
  'completion.not_completed': 'Esta inscripción aún no está completa.',
  'completion.policy_unknown': 'No se encontró una póliza con este número de confirmación para esta inscripción.',
  'completion.effective_date_differs': 'La fecha de inicio no es la fecha de inicio de esta póliza.',
  'completion.cart_empty': 'El carrito está vacío: agregue un plan antes de completar su inscripción.',
  'completion.effective_date_missing': 'Elija una fecha de inicio en el carrito antes de completar su inscripción.',
  'completion.cart_changed':
    'Los precios o la fecha de vigencia cambiaron desde que revisó su inscripción. El carrito ya los muestra: revise los cambios y complete de nuevo.',
  'completion.signature_outdated':
    'Lo firmado ya no coincide con esta inscripción (cambiaron sus planes, precios, hogar o fecha de vigencia). Firme el acuerdo de nuevo.',
  'completion.text_not_offered':
    'El mensaje de texto solo se ofrece al agente o grupo que inscribe al cliente, antes de que el cliente firme, y no para un plan IHA.',
};
