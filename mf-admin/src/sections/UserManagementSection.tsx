/** To be built (issue 8). */
export function UserManagementSection() {
  return null;
}
