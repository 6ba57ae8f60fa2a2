import { ScreenPlaceholder } from "../components/screen-placeholder.js";

export default function DiscoverScreen() {
  return <ScreenPlaceholder title="Discover" />;
}
