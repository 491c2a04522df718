export default function GroupAnnouncementAdmin() {
  return null;
}
