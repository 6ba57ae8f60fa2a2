import { ScreenPlaceholder } from "../components/screen-placeholder.js";

export default function QuizScreen() {
  return <ScreenPlaceholder title="Quiz" />;
}
