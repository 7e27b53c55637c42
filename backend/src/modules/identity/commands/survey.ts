// SubmitSurvey: the investor profile's answers, a fact about the person, kept on their user-<id>
// stream (identity writes it; billing decides the trial on its own streams after this).
import { SurveySubmitted, newEvent, userStream, type DataOf, type EventMetadata, type NewEvent } from '@piboost/events';
import { handleCommand, loadStream } from '../../../platform/command';
import type { Runtime } from '../../../platform/runtime';

export type SurveyAnswers = Omit<DataOf<typeof SurveySubmitted>, 'userId'>;

/** Every submission is kept (the latest answers count); no rule refuses one. */
export function decideSurvey(userId: string, answers: SurveyAnswers): NewEvent[] {
  return [newEvent(SurveySubmitted, { userId, ...answers })];
}

export async function submitSurvey(runtime: Runtime, userId: string, answers: SurveyAnswers, meta: EventMetadata) {
  const stream = userStream(userId);
  const { appended } = await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, () => null), () => ({ events: decideSurvey(userId, answers) }), {
    metadata: { ...meta, actorId: userId },
  });
  return appended!;
}
