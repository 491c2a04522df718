export default function GroupSubmissions() {
  return null;
}
