/**
 * The schema builders this package uses, by name: TypeBox's named exports tree-shake to about
 * 1 KB in a browser bundle, where its `Type` namespace object would bring all of TypeBox.
 * Each builder gives a plain JSON Schema object (the server's validator and serializer read it)
 * and a TypeScript type (`Static<typeof schema>`).
 */
export {
  Array as array,
  Boolean as boolean,
  Integer as integer,
  Literal as literal,
  Null as null,
  Number as number,
  Object as object,
  Optional as optional,
  Record as record,
  String as string,
  Unsafe as unsafe,
  Union as union,
  Unknown as unknown,
  type Static,
  type TBoolean,
  type TString,
  type TSchema,
  type TObject,
  type TOptional,
  type TProperties,
} from '@sinclair/typebox';
