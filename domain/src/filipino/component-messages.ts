import type { TranslationOf } from '../i18n';
import type { COMPONENT_TEXTS } from '../messages';

const COMPONENTS: TranslationOf<typeof COMPONENT_TEXTS> = {
  preview: 'Preview ng {label}',
  remove: 'Alisin ang {label}',
  takePhoto: 'Kumuha ng litrato',
  chooseFromGallery: 'Pumili mula sa gallery',
  preparingPhoto: 'Inihahanda ang litrato…',
  notAPhoto: '{label}: Hindi litrato ang file na ito. Kumuha ng litrato o pumili ng JPG, PNG o WebP na larawan.',
  photoTooLarge: '{label}: Lampas {size} ang litratong ito at hindi ito napaliit. Kumuha ng bagong litrato o pumili ng iba.',
  acceptedImages: 'JPEG, PNG o WebP, hanggang {size}.',
  previousSlide: 'Nakaraang slide',
  nextSlide: 'Susunod na slide',
  showSlide: 'Ipakita ang slide {number} sa {count}',
  slideOf: '{number} sa {count}',
  offline: 'Offline',
  offlineSince: 'Offline — ipinapakita ang data mula {time}',
  offlineMessage:
    'Kailangan ng koneksyon para mag-apply ng loan, mag-withdraw at magpalit ng password; babalik ang mga ito kapag online ka na.',
  offlineReason: 'Offline ka. Kailangan nito ng koneksyon.',
  licensed: 'Lisensyadong lending company · {company}',
  regulatedBy: 'Sinusubaybayan ng {regulator}.',
  secRegistration: 'SEC Registration No.',
  certificateOfAuthority: '· Certificate of Authority',
};

export const COMPONENT_MESSAGES_FIL = { COMPONENT_TEXTS: COMPONENTS };
