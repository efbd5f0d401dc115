/** An option as the learner sees it before answering: no sign of whether it is right. */
export interface QuizOptionView {
  id: string;
  textEn: string;
  textTh: string;
}

/** A question of an attempt, without its answer key or explanation. */
export interface QuizQuestionView {
  id: string;
  kind: 'single' | 'multiple';
  textEn: string;
  textTh: string;
  options: QuizOptionView[];
}

/** What an answered question reveals: whether the choice was right, the right options and why. */
export interface QuizFeedback {
  questionId: string;
  /** The options the learner chose. */
  optionIds: string[];
  correct: boolean;
  correctOptionIds: string[];
  explanationEn: string;
  explanationTh: string;
}

/** Where an attempt stands: the spec's correct count and lists, and the result once every question is answered. */
export interface QuizAttemptProgress {
  total: number;
  answeredCount: number;
  correctCount: number;
  correctQuestionIds: string[];
  incorrectQuestionIds: string[];
  finished: boolean;
  /** Percent of the questions answered right, 0 to 100, whole. */
  score: number;
  /** Finished with every question right (QUIZ_RULES.passShare); a pass completes the quiz lesson. */
  passed: boolean;
}

/**
 * `POST coursesapi/course/{id}/quizzes/{lessonId}/attempts` (a new attempt, nothing answered) and
 * `GET .../attempts/{attemptId}`: the questions in the attempt's order, and feedback only for those answered.
 */
export interface QuizAttemptResponse {
  id: string;
  courseId: string;
  lessonId: string;
  startedAt: string;
  questions: QuizQuestionView[];
  answers: QuizFeedback[];
  progress: QuizAttemptProgress;
}

/** `POST .../attempts/{attemptId}/answers`: the feedback on this answer and the attempt's running state. */
export interface QuizAnswerResponse {
  feedback: QuizFeedback;
  progress: QuizAttemptProgress;
}

export interface AnswerQuizQuestionRequestBody {
  questionId: string;
  optionIds: string[];
}
