/**
 * After a form's messages have rendered, moves focus (and the view) to the first field with a
 * problem, so the owner sees it and a screen reader reads its message.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
