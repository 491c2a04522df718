export default function GroupRank() {
  return null;
}
