import { playerTexts } from '@/features/player/texts';
import { type Sources, VERSIONS, type Version, playableUrl } from '@/features/player/utils/sources';

const texts = playerTexts.version;

type VersionSwitchProps = {
  sources: Sources;
  value: Version;
  onChange: (version: Version) => void;
};

/** VF / VOSTFR buttons; a version without a playable address is disabled '(Non dispo)'. */
export function VersionSwitch({ sources, value, onChange }: VersionSwitchProps) {
  return (
    <div role="group" aria-label={texts.label} className="flex gap-2">
      {VERSIONS.map((version) => {
        const available = playableUrl(sources[version]) !== null;
        const label = texts[version];
        return (
          <button
            key={version}
            type="button"
            disabled={!available}
            aria-pressed={value === version}
            onClick={() => onChange(version)}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:cursor-not-allowed disabled:opacity-50 ${
              value === version && available
                ? 'bg-red-600 text-white'
                : 'border border-neutral-700 text-neutral-200 hover:bg-neutral-800'
            }`}
          >
            {available ? label : `${label} ${texts.unavailable}`}
          </button>
        );
      })}
    </div>
  );
}
