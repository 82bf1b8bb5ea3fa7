package org.torchtpu.scheduler.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.torchtpu.service.security.RestApiKeys;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.ListJobsResponse;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.scheduler.policy.SchedulerCore;
import org.torchtpu.scheduler.policy.SchedulerException;
import org.torchtpu.scheduler.security.JobAccess;

/**
 * REST for operators: {@code /api/v1/jobs} (submit, list, get, cancel), {@code /api/v1/pod} (topology and every
 * registered chip's state and job), {@code /api/v1/tenants} (chips in use and chip-hours used). Bodies are the
 * gRPC messages in protobuf's JSON mapping (camelCase field names); the generation may be written "v5p".
 */
@RestController
@RequestMapping(path = "/api/v1", produces = MediaType.APPLICATION_JSON_VALUE)
public class JobsController {
  private static final JsonFormat.Printer JSON = JsonFormat.printer().alwaysPrintFieldsWithNoPresence();
  private final SchedulerCore core;
  private final ObjectMapper mapper = new ObjectMapper();

  public JobsController(SchedulerCore core) {
    this.core = core;
  }

  static String json(Message m) {
    try {
      return JSON.print(m);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  @PostMapping(path = "/jobs", consumes = MediaType.APPLICATION_JSON_VALUE)
  public ResponseEntity<String> submit(@RequestBody String body) {
    SubmitJobRequest.Builder req = SubmitJobRequest.newBuilder();
    try {
      JsonNode tree = mapper.readTree(body);
      if (tree == null || !tree.isObject()) {
        throw SchedulerException.invalid("the body must be a JSON object");
      }
      JsonNode gen = tree.get("generation");
      if (gen != null && gen.isTextual()) {
        ((ObjectNode) tree).put("generation", gen.asText().toUpperCase(Locale.ROOT));
      }
      JsonFormat.parser().merge(mapper.writeValueAsString(tree), req);
    } catch (com.fasterxml.jackson.core.JsonProcessingException | InvalidProtocolBufferException e) {
      throw SchedulerException.invalid("bad job JSON: " + e.getMessage());
    }
    return ResponseEntity.status(HttpStatus.CREATED).contentType(MediaType.APPLICATION_JSON).body(json(core.submit(JobAccess.submitting(req.build(), RestApiKeys.currentCaller()))));
  }

  @GetMapping("/jobs")
  public String list(@RequestParam(required = false, defaultValue = "") String tenant,
      @RequestParam(required = false) List<String> state, @RequestParam(required = false, defaultValue = "0") int limit) {
    List<JobState> states = new ArrayList<>();
    if (state != null) {
      for (String s : state) {
        try {
          states.add(JobState.valueOf(s.trim().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
          throw SchedulerException.invalid("state \"" + s
              + "\" is not one of queued, scheduled, running, succeeded, failed, preempted, cancelled");
        }
      }
    }
    if (limit < 0) {
      throw SchedulerException.invalid("limit " + limit + " is negative");
    }
    return json(ListJobsResponse.newBuilder().addAllJobs(core.list(JobAccess.listedTenant(tenant, RestApiKeys.currentCaller()),
        SchedulerCore.states(states), limit)).build());
  }

  @GetMapping("/jobs/{id}")
  public String get(@PathVariable String id) {
    return json(JobAccess.visible(core.get(id), RestApiKeys.currentCaller()));
  }

  @DeleteMapping("/jobs/{id}")
  public String cancel(@PathVariable String id) {
    JobAccess.visible(core.get(id), RestApiKeys.currentCaller());
    return json(core.cancel(id));
  }

  @PostMapping("/jobs/{id}/cancel")
  public String cancelByPost(@PathVariable String id) {
    return cancel(id);
  }

  @GetMapping("/pod")
  public String pod() {
    return json(core.describePods());
  }

  @GetMapping("/tenants")
  public Map<String, Object> tenants() {
    return Map.of("chipsInUse", core.tenantChipsInUse(), "chipMillisUsed", core.tenantUsage());
  }
}
