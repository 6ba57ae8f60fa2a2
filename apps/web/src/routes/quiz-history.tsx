import { ScreenPlaceholder } from "../components/screen-placeholder.js";

export default function QuizHistoryScreen() {
  return <ScreenPlaceholder title="Quiz History" />;
}
