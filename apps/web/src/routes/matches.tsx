import { ScreenPlaceholder } from "../components/screen-placeholder.js";

export default function MatchesScreen() {
  return <ScreenPlaceholder title="My Matches" />;
}
