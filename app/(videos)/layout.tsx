import { VideoPlayerProvider } from "@/components/video/video-player";

/*
 * The pages that show video cards (home, portfolio, the solutions pages, MSP pricing) share one
 * player, mounted here once; pages without videos don't load it. The route group leaves the
 * addresses as they are.
 */
export default function VideoPagesLayout({ children }: { children: React.ReactNode }) {
  return <VideoPlayerProvider>{children}</VideoPlayerProvider>;
}
