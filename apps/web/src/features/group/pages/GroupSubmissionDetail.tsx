export default function GroupSubmissionDetail() {
  return null;
}
