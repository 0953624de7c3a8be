import { params } from '@nanostores/i18n';

// The shared components of the borrower screens (issue 15).

export const COMPONENT_TEXTS = {
  preview: /* @__PURE__ */ params('Preview of {label}'),
  remove: /* @__PURE__ */ params('Remove {label}'),
  chooseImage: 'Choose image',
  chooseAnotherImage: 'Choose another image',
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
