export function GroupSideCard() {
  return null;
}
