/**
 * Wraps @theme-original/AnnouncementBar (see src/theme/README.md).
 * Docusaurus 3.6.3 hides a dismissed bar with CSS before hydration, judging by the dismissal flag
 * alone. When the bar's id has changed, the bar is active again but stayed hidden until the next
 * page load. Once React knows the bar is active, lift that initial CSS state.
 */
import React, {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): JSX.Element {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
