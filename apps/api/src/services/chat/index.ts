// Chat between matches (decision 033): conversations, messages, read state, reports.
export { findConversation, getConversation } from "./conversation.js";
export { listConversations } from "./conversations.js";
export { listMessages, markRead, sendMessage, unreadCounts } from "./messages.js";
export { reportChatExcerpts, reportFromChat } from "./report.js";
