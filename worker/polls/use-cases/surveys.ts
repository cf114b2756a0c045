import type { Deps } from '../../lib/deps'
import type {
  CreateSurveyInput,
  ListSurveysQuery,
  SurveyAnswerInput,
  SurveyResource,
  SurveySubmissionRow,
  SurveySummary,
  UpdateSurveyInput,
} from '../polls.schemas'
import { notBuilt } from './not-built'

export const listSurveys = async (
  _deps: Deps,
  _query: ListSurveysQuery,
): Promise<{ rows: SurveySummary[]; total: number }> => notBuilt('listSurveys')
export const getSurvey = async (_deps: Deps, _id: number): Promise<SurveyResource> =>
  notBuilt('getSurvey')
export const createSurvey = async (
  _deps: Deps,
  _input: CreateSurveyInput,
): Promise<SurveyResource> => notBuilt('createSurvey')
export const updateSurvey = async (
  _deps: Deps,
  _id: number,
  _input: UpdateSurveyInput,
): Promise<SurveyResource> => notBuilt('updateSurvey')
export const answerSurvey = async (
  _deps: Deps,
  _id: number,
  _input: SurveyAnswerInput,
): Promise<SurveyResource> => notBuilt('answerSurvey')
export const listSurveyAnswers = async (
  _deps: Deps,
  _id: number,
  _paging: { page: number; perPage: number },
): Promise<{ rows: SurveySubmissionRow[]; total: number }> => notBuilt('listSurveyAnswers')
