package org.torchtpu.client;

/**
 * What a session's compiled functions cost so far.
 *
 * @param compileRequests Runtime/Compile calls made (one per traced signature; never one per call)
 * @param cacheHits of those, the ones the server answered from its compilation cache
 * @param distinctPrograms distinct program ids received (equal graphs may share one)
 * @param compileWallNanos the server's compile wall time over all requests
 */
public record CompileStats(long compileRequests, long cacheHits, long distinctPrograms, long compileWallNanos) {}
