/** A form's text field by name ("" for none or a file). */
export function formValue(form: FormData, name: string): string {
  const field = form.get(name);
  return typeof field === "string" ? field : "";
}
