export default function GroupSetting() {
  return null;
}
