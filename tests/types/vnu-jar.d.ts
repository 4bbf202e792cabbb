/** `vnu-jar` exports the absolute path of the Nu HTML Checker's `vnu.jar` (a String object). */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
