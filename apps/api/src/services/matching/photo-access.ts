// Who may fetch a photo by its address: the photo's owner and staff, and otherwise the
// people matching relates to its owner (a couple, a match, Discover's visibility rule).
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { viewerOrNull } from "./guards.js";
import { mayBeShown } from "./visibility.js";

/** Who asks for a photo by its address. */
export interface PhotoViewer {
  id: string;
  role: "user" | "admin";
}

/**
 * Whether `viewer` may see the photo (docs/decisions/171-who-may-see-a-photo.md): its owner,
 * staff, the couple of a couple's photo, an active match of a profile or account photo's
 * owner, and, for the owner's profile photos (all of them: decision 126) and account photo,
 * anyone Discover could show the owner to (matching's visibility rule, liked or passed or
 * not: decision 240). A block either way or the owner's suspension hides it from everyone
 * but the owner and staff. False for a photo that does not exist.
 */
export async function mayViewPhoto(db: Db, viewer: PhotoViewer, photoId: string): Promise<boolean> {
  const id = photoId.toLowerCase();
  if (viewer.role === "admin") {
    const row = await db.selectFrom("photos").select("id").where("id", "=", id).executeTakeFirst();
    return row !== undefined;
  }
  // Discover's rule (visibility.ts), for a viewer whom Discover shows anyone.
  const seeing = await viewerOrNull(db, viewer.id);
  const discoverable = seeing
    ? sql`EXISTS (SELECT 1 FROM matching_profiles p WHERE p.user_id = owner.id
        AND ${mayBeShown(seeing, { hideAnswered: false })})`
    : sql`FALSE`;
  const { rows } = await sql<{ id: string }>`
    SELECT ph.id FROM photos ph
    LEFT JOIN users owner ON owner.id = coalesce(ph.user_id, ph.account_user_id)
    WHERE ph.id = ${id} AND (
      owner.id = ${viewer.id}
      OR ph.couple_id = (SELECT couple_id FROM users WHERE id = ${viewer.id})
      OR (
        owner.suspended_at IS NULL
        AND NOT EXISTS (
          SELECT 1 FROM blocks b
          WHERE (b.blocker_id = owner.id AND b.blocked_id = ${viewer.id})
             OR (b.blocker_id = ${viewer.id} AND b.blocked_id = owner.id)
        )
        AND (
          EXISTS (
            SELECT 1 FROM matches m
            WHERE m.ended_at IS NULL
              AND m.user_a_id = least(owner.id, ${viewer.id}::uuid)
              AND m.user_b_id = greatest(owner.id, ${viewer.id}::uuid)
          )
          OR (ph.account_user_id IS NOT NULL
              AND owner.couple_id = (SELECT couple_id FROM users WHERE id = ${viewer.id}))
          OR (
            (ph.account_user_id IS NOT NULL OR ph.user_id IS NOT NULL)
            AND ${discoverable}
          )
        )
      )
    )`.execute(db);
  return rows.length > 0;
}
