/** Device, browser and OS from a user-agent string: enough for funnel statistics, no fingerprinting. */
export function describeUserAgent(userAgent: string | undefined | null): {
  deviceType: 'mobile' | 'desktop' | 'tablet';
  browser: string | null;
  os: string | null;
} {
  const ua = userAgent ?? '';
  const isTablet = /iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua);
  const isMobile = !isTablet && /Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua);
  const os = /Windows/i.test(ua)
    ? 'Windows'
    : /iPhone|iPad|iPod/i.test(ua)
      ? 'iOS'
      : /Android/i.test(ua)
        ? 'Android'
        : /Mac OS X|Macintosh/i.test(ua)
          ? 'macOS'
          : /CrOS/i.test(ua)
            ? 'ChromeOS'
            : /Linux/i.test(ua)
              ? 'Linux'
              : null;
  const browser = /Edg\//i.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/i.test(ua)
      ? 'Opera'
      : /Firefox\//i.test(ua)
        ? 'Firefox'
        : /SamsungBrowser/i.test(ua)
          ? 'Samsung Internet'
          : /Chrome\/|Chromium\/|CriOS/i.test(ua)
            ? 'Chrome'
            : /Safari\//i.test(ua)
              ? 'Safari'
              : null;
  return { deviceType: isTablet ? 'tablet' : isMobile ? 'mobile' : 'desktop', browser, os };
}
