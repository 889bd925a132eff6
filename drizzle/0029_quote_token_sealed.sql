-- A sent quote's buyer token, encrypted with the secrets key beside its hash, so a saved reply can
-- give the buyer their link again. Quotes sent before this have none: {quote link} stays empty for them.
ALTER TABLE "quotes" ADD COLUMN "token_sealed" text;