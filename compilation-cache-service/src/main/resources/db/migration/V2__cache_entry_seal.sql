-- The compiling host's seal of (key, sha256, compiler version) under the pod secret; NULL for
-- entries written before seals existed (a host with the pod secret reads those as misses).
ALTER TABLE cache_entry ADD COLUMN seal BYTEA;
