require('@testing-library/jest-dom');

// jsdom lays nothing out and has no scrollIntoView; the error summary's links call it.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
