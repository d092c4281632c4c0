import {
  ALL_ORGANIZATIONS,
  SURVEY_RESULTS_LIMIT,
  surveyResultsPeriod,
  type ChatSurveyResults,
  type ChatSurveyResultsQuery,
} from '@openheloc/domain';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatSurveys } from '../../db/schema';

/** The answered surveys of the lenders an operations user serves, newest first, with averages. */
export async function listSurveyResults(
  db: Db,
  user: { orgCodes: readonly string[] },
  query: ChatSurveyResultsQuery,
): Promise<ChatSurveyResults> {
  const { start, end } = surveyResultsPeriod(query);
  const filters: (SQL | undefined)[] = [
    user.orgCodes.includes(ALL_ORGANIZATIONS)
      ? undefined
      : inArray(chatConversations.orgCode, [...user.orgCodes]),
    query.skill ? eq(chatConversations.skill, query.skill) : undefined,
    start ? gte(chatSurveys.createdAt, start) : undefined,
    end ? lt(chatSurveys.createdAt, end) : undefined,
  ];
  const where = and(...filters);
  const joined = eq(chatSurveys.conversationUuid, chatConversations.uuid);

  const rows = await db
    .select({
      contactId: chatSurveys.contactId,
      skill: chatConversations.skill,
      orgCode: chatConversations.orgCode,
      customerName: chatConversations.customerName,
      agentName: chatConversations.agentName,
      loanNumber: chatConversations.loanNumber,
      satisfaction: chatSurveys.satisfaction,
      resolved: chatSurveys.resolved,
      comments: chatSurveys.comments,
      answeredAt: chatSurveys.createdAt,
    })
    .from(chatSurveys)
    .innerJoin(chatConversations, joined)
    .where(where)
    .orderBy(desc(chatSurveys.createdAt), chatSurveys.contactId)
    .limit(SURVEY_RESULTS_LIMIT);

  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      satisfaction: sql<string | null>`round(avg(${chatSurveys.satisfaction}), 1)`,
      resolvedPercent: sql<
        string | null
      >`round(100.0 * avg(case when ${chatSurveys.resolved} then 1 else 0 end))`,
    })
    .from(chatSurveys)
    .innerJoin(chatConversations, joined)
    .where(where);

  return {
    results: rows.map((row) => ({ ...row, answeredAt: row.answeredAt.toISOString() })),
    summary: {
      count: totals?.count ?? 0,
      averageSatisfaction: totals?.satisfaction == null ? null : Number(totals.satisfaction),
      resolvedPercent: totals?.resolvedPercent == null ? null : Number(totals.resolvedPercent),
    },
  };
}
