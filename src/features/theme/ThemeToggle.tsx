import { useAppListener } from '../../app/addAppListener';
import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { IconButton } from '../../components/IconButton';
import { selectTheme, themeToggled } from './themeSlice';
import { themeSaved } from './themeSaved';
import { StrokeIcon } from '../../components/StrokeIcon';
import { useText } from '../../i18n/useText';

function MoonIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <StrokeIcon>
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
    </StrokeIcon>
  );
}

export function ThemeToggle() {
  const text = useText();
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const next = theme === 'light' ? 'dark' : 'light';
  // Saving the choice comes with the toggle: nothing else changes the theme.
  useAppListener(themeSaved);

  return (
    <IconButton
      type="button"
      aria-label={text(next === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight')}
      onClick={() => dispatch(themeToggled())}
    >
      {next === 'dark' ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}
