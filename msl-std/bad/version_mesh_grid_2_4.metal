// expect: unknown type name 'mesh_grid_properties'
// std: metal2.4
// rule: object functions and mesh_grid_properties are new in MSL 3.0 (MSL 3.0 section 5.2.3.5)
#include <metal_stdlib>
using namespace metal;
void dispatch(thread mesh_grid_properties& g) { g.set_threadgroups_per_grid(uint3(1)); }
