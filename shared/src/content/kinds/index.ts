// `@norsecraft/shared/content-kinds`: the content kinds' forms and rules (the back office and the
// database tests read them; no page does, so the shared chunk does not carry them).
export {
  fieldProblem,
  formProblem,
  localDateTime,
  rowOf,
  slugify,
  valuesOf,
  type ContentRow,
  type FieldSpec,
  type FormValue,
  type FormValues,
} from './fields';
export { CONTENT_KINDS, contentKind, contentKindOfPath, type ContentKindSpec } from './kinds';
