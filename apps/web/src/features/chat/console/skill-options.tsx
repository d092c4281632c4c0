import { CHAT_SKILLS } from '@openheloc/domain';

/** A skill select's options: every skill first, then each queue. */
export function SkillOptions() {
  return (
    <>
      <option value="">All skills</option>
      {CHAT_SKILLS.map((skill) => (
        <option key={skill} value={skill}>
          {skill}
        </option>
      ))}
    </>
  );
}
