import { OkSchema } from "../common.js";
import { get, post, router, signedInProcedure, type Handler } from "../trpc.js";
import {
  ChatMessageSchema,
  ChatReportInputSchema,
  ConversationListSchema,
  ConversationSchema,
  MarkReadInputSchema,
  MatchIdInputSchema,
  MessagePageSchema,
  MessagesInputSchema,
  SendMessageInputSchema,
  UnreadCountsSchema,
} from "./schemas.js";

export interface ChatHandlers {
  conversations: Handler<typeof ConversationListSchema>;
  conversation: Handler<typeof ConversationSchema, typeof MatchIdInputSchema>;
  messages: Handler<typeof MessagePageSchema, typeof MessagesInputSchema>;
  send: Handler<typeof ChatMessageSchema, typeof SendMessageInputSchema>;
  markRead: Handler<typeof OkSchema, typeof MarkReadInputSchema>;
  unread: Handler<typeof UnreadCountsSchema>;
  report: Handler<typeof OkSchema, typeof ChatReportInputSchema>;
}

export const chatRouter = (h: ChatHandlers) =>
  router({
    conversations: signedInProcedure
      .meta(get("/api/chat/conversations"))
      .output(ConversationListSchema)
      .query(({ ctx }) => h.conversations(ctx)),
    conversation: signedInProcedure
      .meta(get("/api/chat/{matchId}"))
      .input(MatchIdInputSchema)
      .output(ConversationSchema)
      .query(({ ctx, input }) => h.conversation(ctx, input)),
    messages: signedInProcedure
      .meta(get("/api/chat/{matchId}/messages"))
      .input(MessagesInputSchema)
      .output(MessagePageSchema)
      .query(({ ctx, input }) => h.messages(ctx, input)),
    send: signedInProcedure
      .meta(post("/api/chat/{matchId}/messages", 201))
      .input(SendMessageInputSchema)
      .output(ChatMessageSchema)
      .mutation(({ ctx, input }) => h.send(ctx, input)),
    markRead: signedInProcedure
      .meta(post("/api/chat/{matchId}/read"))
      .input(MarkReadInputSchema)
      .output(OkSchema)
      .mutation(({ ctx, input }) => h.markRead(ctx, input)),
    unread: signedInProcedure
      .meta(get("/api/chat/unread"))
      .output(UnreadCountsSchema)
      .query(({ ctx }) => h.unread(ctx)),
    report: signedInProcedure
      .meta(post("/api/chat/{matchId}/report", 201))
      .input(ChatReportInputSchema)
      .output(OkSchema)
      .mutation(({ ctx, input }) => h.report(ctx, input)),
  });
