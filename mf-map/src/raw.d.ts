/** A file's text, bundled as a string (webpack.config.js: `?raw` is an asset/source module). */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
