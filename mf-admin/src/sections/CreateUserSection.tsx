/** To be built (issue 8). */
export function CreateUserSection() {
  return null;
}
