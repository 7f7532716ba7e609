/** JSON-LD for the landing page: who we are (Organization) and how to search us (WebSite + SearchAction). */
export function buildLandingJsonLd(publicUrl: string, siteName: string): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteName,
      url: publicUrl,
      logo: `${publicUrl}/logo.png`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: publicUrl,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${publicUrl}/jobs?search={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
