#version 460
#extension GL_EXT_ray_query : require
// GL_EXT_ray_query in a fragment shader: a shadow ray against a top-level
// acceleration structure, the query passed to helpers, candidates of
// bounding boxes generated at the box's entry distance.
layout(location = 0) in vec3 worldPos;
layout(location = 1) in vec3 normal;
layout(location = 0) out vec4 color;

layout(set = 0, binding = 0) uniform accelerationStructureEXT scene;
layout(set = 0, binding = 1) uniform Light {
    vec3 toLight;
    float boxT;
};

void start(rayQueryEXT q, vec3 origin) {
    rayQueryInitializeEXT(q, scene, gl_RayFlagsTerminateOnFirstHitEXT | gl_RayFlagsCullNoOpaqueEXT, 0xFF,
                          origin, 0.01, toLight, 1000.0);
}

bool occluded(rayQueryEXT q) {
    while (rayQueryProceedEXT(q)) {
        if (rayQueryGetIntersectionTypeEXT(q, false) == gl_RayQueryCandidateIntersectionAABBEXT) {
            if (rayQueryGetIntersectionCandidateAABBOpaqueEXT(q))
                rayQueryGenerateIntersectionEXT(q, boxT);
        } else if (rayQueryGetIntersectionTEXT(q, false) > rayQueryGetRayTMinEXT(q)) {
            rayQueryConfirmIntersectionEXT(q);
        } else {
            rayQueryTerminateEXT(q);
        }
    }
    return rayQueryGetIntersectionTypeEXT(q, true) != gl_RayQueryCommittedIntersectionNoneEXT;
}

void main() {
    rayQueryEXT q;
    start(q, worldPos + normal * 0.001);
    float lit = occluded(q) ? 0.2 : 1.0;
    int prim = rayQueryGetIntersectionPrimitiveIndexEXT(q, true);
    mat4x3 toWorld = rayQueryGetIntersectionObjectToWorldEXT(q, true);
    vec2 bary = rayQueryGetIntersectionBarycentricsEXT(q, true);
    color = vec4(vec3(lit) + toWorld[3] * 0.0 + vec3(bary, float(prim)) * 0.0, 1.0);
}
