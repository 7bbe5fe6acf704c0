import { Text, VisuallyHidden } from '@mantine/core';
import { type JourneyStage, type JourneyStatus, stepperPosition } from '@sirkula/domain/journeys/rules';
import { useTranslation } from 'react-i18next';
import classes from './journey-stepper.module.css';

interface Props {
  stage: JourneyStage;
  status: JourneyStatus;
  hasTransitHub: boolean;
  /** Every record (on a record's page: that record) has been received. */
  received: boolean;
}

/**
 * The stages a journey passes, the ones behind it ticked and the current one marked; the transit hub
 * only on a journey that has one. Shared by the journey's page and its records' pages.
 */
export function JourneyStepper({ stage, status, hasTransitHub, received }: Props) {
  const { t } = useTranslation();
  const { stages, passed, current: at } = stepperPosition({ stage, status, hasTransitHub }, received);
  return (
    <ol className={classes.steps} aria-label={t('journeys.stepper.label')}>
      {stages.map((step, index) => {
        const done = index < passed;
        const current = index === at;
        return (
          <li
            key={step}
            className={classes.step}
            data-done={done || undefined}
            aria-current={current ? 'step' : undefined}
          >
            <span className={classes.dot} aria-hidden>
              {done ? '✓' : index + 1}
            </span>
            <Text size="sm" fw={current ? 700 : 400} c={done || current ? undefined : 'dimmed'}>
              {t(`journeys.stages.${step}`)}
              {done && <VisuallyHidden> ({t('journeys.stepper.done')})</VisuallyHidden>}
            </Text>
          </li>
        );
      })}
    </ol>
  );
}
