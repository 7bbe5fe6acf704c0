import { Text, VisuallyHidden } from '@mantine/core';
import { type JourneyStage, type JourneyStatus, journeyStages } from '@sirkula/domain/journeys';
import { useTranslation } from 'react-i18next';
import classes from './journey-stepper.module.css';

interface Props {
  stage: JourneyStage;
  status: JourneyStatus;
  hasTransitHub: boolean;
}

/**
 * The stages a journey passes, the ones behind it ticked and the current one marked; the transit hub
 * only on a journey that has one. Shared by the journey's page and its records' pages.
 */
export function JourneyStepper({ stage, status, hasTransitHub }: Props) {
  const { t } = useTranslation();
  const stages = journeyStages(hasTransitHub);
  // A completed journey has passed every stage, its last included.
  const at = status === 'completed' ? stages.length : stages.indexOf(stage);
  return (
    <ol className={classes.steps} aria-label={t('journeys.stepper.label')}>
      {stages.map((step, index) => {
        const done = index < at;
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
