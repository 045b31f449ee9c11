#version 330 core
// Tutorial-style desktop GLSL: samplers inside a uniform struct (each
// becomes its own texture and sampler, `material.diffuse` names it), an
// array constructor in a global initializer, and mat3(1).
struct Material
{
    sampler2D diffuse;
    sampler2D specular;
    float shininess;
};

struct Light
{
    vec3 position;
    vec3 color;
};

uniform Material material;
uniform Light light;
uniform vec3 viewPos;

const vec3 offsets[4] = vec3[](vec3(0.0), vec3(0.01, 0.0, 0.0), vec3(0.0, 0.01, 0.0), vec3(0.01, 0.01, 0.0));

in vec3 FragPos;
in vec3 Normal;
in vec2 TexCoords;

out vec4 FragColor;

void main()
{
    mat3 basis = mat3(1);
    vec3 norm = normalize(basis * Normal);
    vec3 lightDir = normalize(light.position - FragPos);
    vec3 viewDir = normalize(viewPos - FragPos);
    vec3 reflectDir = reflect(-lightDir, norm);
    vec3 albedo = vec3(0.0);
    for (int i = 0; i < 4; ++i)
        albedo += texture(material.diffuse, TexCoords + offsets[i].xy).rgb * 0.25;
    float diff = max(dot(norm, lightDir), 0.0);
    float spec = pow(max(dot(viewDir, reflectDir), 0.0), material.shininess);
    vec3 specular = spec * texture(material.specular, TexCoords).rgb;
    FragColor = vec4(light.color * (diff * albedo + specular), 1.0);
}
