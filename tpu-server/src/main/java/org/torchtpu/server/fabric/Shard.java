package org.torchtpu.server.fabric;

import java.util.List;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.server.exec.DeviceArray;

/** One rank's part of one collective for one receiving rank: what it issued, and the data the receiver needs. */
record Shard(ShardHeader header, List<DeviceArray> payload) {}
