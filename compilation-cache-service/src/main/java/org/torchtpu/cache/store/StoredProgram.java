package org.torchtpu.cache.store;

/**
 * A compiled program as it sits in storage, not yet verified: {@code sha256} is the digest recorded
 * when it was written, {@code sizeBytes} the program length recorded then, {@code seal} the writing
 * host's seal (opaque to the cache, checked by the hosts that read it; null if it had none).
 */
public record StoredProgram(
    String key,
    byte[] program,
    byte[] sha256,
    String compilerVersion,
    long compileNanos,
    String description,
    long sizeBytes,
    long createdMillis,
    long lastAccessMillis,
    byte[] seal) {}
