import { params } from '@nanostores/i18n';

// The shared components of the borrower screens (issue 15).

export const COMPONENT_TEXTS = {
  preview: /* @__PURE__ */ params('Preview of {label}'),
  remove: /* @__PURE__ */ params('Remove {label}'),
  // Issue 28: a phone's camera directly, or its gallery; both on every card.
  takePhoto: 'Take a photo',
  chooseFromGallery: 'Choose from gallery',
  preparingPhoto: 'Preparing the photo…',
  notAPhoto: /* @__PURE__ */ params('{label}: This file is not a photo. Take a photo or choose a JPG, PNG or WebP image.'),
  photoTooLarge: /* @__PURE__ */ params('{label}: This photo is over {size} and could not be made smaller. Take a new photo or choose another one.'),
  acceptedImages: /* @__PURE__ */ params('JPEG, PNG or WebP, up to {size}.'),
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  showSlide: /* @__PURE__ */ params('Show slide {number} of {count}'),
  slideOf: /* @__PURE__ */ params('{number} of {count}'),
  offline: 'Offline',
  offlineSince: /* @__PURE__ */ params('Offline — showing data from {time}'),
  offlineMessage: 'Applying for a loan, withdrawing and changing your password need a connection; they come back when you are online.',
  // lib/online's reason for a disabled action, shown under it.
  offlineReason: 'You are offline. This needs a connection.',
  licensed: /* @__PURE__ */ params('Licensed lending company · {company}'),
  regulatedBy: /* @__PURE__ */ params('Regulated by the {regulator}.'),
  secRegistration: 'SEC Registration No.',
  certificateOfAuthority: '· Certificate of Authority',
} as const;
