export default function GroupMembers() {
  return null;
}
