import { ScreenPlaceholder } from "../components/screen-placeholder.js";

export default function RewardsScreen() {
  return <ScreenPlaceholder title="Rewards" />;
}
