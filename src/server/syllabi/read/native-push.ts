/**
 * Array.prototype.push as Node made it. pdf.js's legacy build (the one for Node) carries core-js
 * polyfills, and on Node 20 core-js replaces push with a JavaScript function so that pushing onto
 * an array whose length is read-only throws (V8 bug 12681); every array in the thread then pushes
 * through that function, which made reading and extracting a syllabus about a third slower. No code
 * here pushes onto a read-only array, so whatever loads pdf.js's code puts the native push back.
 * This holds because pdf.js is only loaded lazily, with the first PDF, after this module.
 */
const nativePush = Array.prototype.push;

export function restoreNativePush(): void {
  Array.prototype.push = nativePush;
}
